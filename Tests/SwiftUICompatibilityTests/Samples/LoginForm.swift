import Kinema

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var message = ""

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome Back")
                .font(.largeTitle)
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Button("Sign In") {
                message = email.isEmpty ? "Enter your email" : "Signed in as \(email)"
            }
            .buttonStyle(.borderedProminent)
            Text(message)
                .font(.footnote)
        }
        .padding()
        .frame(width: 320)
    }
}

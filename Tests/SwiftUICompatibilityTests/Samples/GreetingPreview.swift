import Kinema

struct GreetingView: View {
    var name: String

    var body: some View {
        Text("Hello, \(name)!")
            .font(.title)
            .padding()
    }
}

struct GreetingView_Previews: PreviewProvider {
    static var previews: some View {
        GreetingView(name: "Preview")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Greeting")
    }
}

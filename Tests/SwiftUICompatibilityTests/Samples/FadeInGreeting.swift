import Kinema

struct FadeInGreeting: View {
    @State private var isVisible = false

    var body: some View {
        Text("Hello, World!")
            .font(.title)
            .opacity(isVisible ? 1 : 0)
            .onAppear {
                withAnimation(.easeIn(duration: 1.0)) {
                    isVisible = true
                }
            }
    }
}

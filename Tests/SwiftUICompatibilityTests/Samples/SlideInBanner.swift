import Kinema

struct SlideInBanner: View {
    @State private var showBanner = false

    var body: some View {
        VStack {
            if showBanner {
                Text("Saved!")
                    .font(.headline)
                    .padding()
                    .background(Color.green)
                    .transition(.move(edge: .top))
            }
            Spacer()
            Button("Save") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    showBanner.toggle()
                }
            }
        }
        .frame(width: 200, height: 160)
    }
}

import Kinema

/// Share buttons in a row when they fit, stacked when they don't.
struct ShareOptions: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 16) {
                Button("Copy Link") {}
                Button("Email") {}
                Button("Messages") {}
            }
            VStack(spacing: 8) {
                Button("Copy Link") {}
                Button("Email") {}
                Button("Messages") {}
            }
        }
        .buttonStyle(.bordered)
    }
}

/// SwiftUI's `AnyLayout` example: the same views switch between a row and a column, animated.
struct LayoutSwitcher: View {
    @State private var isVertical = false

    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 16))

        VStack(spacing: 16) {
            layout {
                Image(systemName: "star.fill")
                Text("Favorites")
                Text("42")
            }
            .frame(height: 48)

            Button("Toggle Layout") {
                withAnimation(.easeInOut(duration: 1)) {
                    isVertical.toggle()
                }
            }
        }
    }
}

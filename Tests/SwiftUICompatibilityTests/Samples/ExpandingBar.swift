import Kinema

struct ExpandingBar: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Rectangle()
                .fill(Color.purple)
                .frame(width: isExpanded ? 240 : 80, height: 16)
                .animation(.spring(response: 0.5, dampingFraction: 0.6), value: isExpanded)
            Button(isExpanded ? "Collapse" : "Expand") {
                isExpanded.toggle()
            }
        }
        .frame(width: 280, alignment: .leading)
    }
}

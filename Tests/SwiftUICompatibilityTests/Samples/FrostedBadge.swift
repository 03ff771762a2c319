import Kinema

struct FrostedBadge: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("New")
                .font(.caption)
                .bold()
                .padding(.horizontal, 16)
                .background(Color.green.opacity(0.3))
            Text("Sale")
                .foregroundStyle(.white)
                .padding()
                .background(.red.opacity(0.45), in: RoundedRectangle(cornerRadius: 8))
            Rectangle()
                .fill(.blue.opacity(0.2))
                .frame(width: 120, height: 16)
        }
        .padding()
    }
}

import Kinema

struct ShapeGallery: View {
    var body: some View {
        HStack(spacing: 16) {
            Circle()
                .fill(.red)
                .frame(width: 48, height: 48)
            RoundedRectangle(cornerRadius: 12)
                .fill(.blue)
                .frame(width: 64, height: 48)
            Capsule()
                .stroke(.green, lineWidth: 4)
                .frame(width: 80, height: 32)
            Ellipse()
                .fill(.orange.opacity(0.4))
                .frame(width: 64, height: 48)
        }
        .padding()
    }
}

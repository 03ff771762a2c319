import Kinema

struct LayeredCard: View {
    var body: some View {
        ZStack {
            Color.indigo
            VStack {
                Text("SwiftUI")
                    .font(.title)
                    .foregroundColor(.white)
                Text("in a terminal")
                    .font(.subheadline)
                    .foregroundColor(.white.opacity(0.8))
            }
        }
        .frame(width: 200, height: 96)
    }
}

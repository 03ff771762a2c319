import Kinema

struct LikeButton: View {
    @State private var isLiked = false

    var body: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
            .foregroundColor(isLiked ? .red : .gray)
            .scaleEffect(isLiked ? 1.5 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: isLiked)
            .onTapGesture {
                isLiked.toggle()
            }
    }
}

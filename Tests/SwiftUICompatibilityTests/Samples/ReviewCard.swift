import Kinema

struct ReviewCard: View {
    let title: String
    let review: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            Text(review)
                .lineLimit(2...3)
            Divider()
        }
        .frame(width: 200)
    }
}

struct ReviewList: View {
    var body: some View {
        VStack(alignment: .leading) {
            ReviewCard(title: "Great", review: "Loved it.")
            ReviewCard(
                title: "Too long",
                review: "The battery lasts all day, the screen is bright, the speakers are loud and the keyboard is a joy to type on for hours.")
        }
        .padding()
    }
}

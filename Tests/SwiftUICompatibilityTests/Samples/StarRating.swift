import Kinema

struct StarRating: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundColor(number <= rating ? .yellow : .gray)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
    }
}

struct StarRatingScreen: View {
    @State private var rating = 3

    var body: some View {
        VStack {
            StarRating(rating: $rating)
            Text("Rated \(rating) of 5")
                .font(.caption)
        }
    }
}

import Kinema

struct ColorCarousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Palette")
                .font(.headline)
                .padding(.leading)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(colors, id: \.self) { color in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(color)
                            .frame(width: 64, height: 32)
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}

import Kinema

/// A thousand cards in a lazy stack that fade and narrow as they scroll out at either edge
/// (`.scrollTransition`, interactive), with every fifth card sliding in from the side once it is
/// half shown (`.animated`).
struct CardsPage: View {
    static let count = 1_000
    static let colors: [Color] = [.cyan, .green, .yellow, .purple, .orange]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // One line: a wrapped header would take the scroll view's height in this VStack.
            Text("cards fade and narrow at the edges · every 5th slides in").lineLimit(1)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<Self.count, id: \.self) { card in
                        if card.isMultiple(of: 5) {
                            Card(number: card)
                                .scrollTransition(.animated(.smooth)) { content, phase in
                                    content
                                        .offset(x: phase.value * 12)
                                        .opacity(phase.isIdentity ? 1 : 0)
                                }
                        } else {
                            Card(number: card)
                                .scrollTransition { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0.25)
                                        .scaleEffect(x: phase.isIdentity ? 1 : 0.6, y: 1)
                                }
                        }
                    }
                }
            }
            .border(.gray, style: .rounded)
        }
    }
}

/// One card: a coloured mark, a title and a count, in a rounded border three lines tall.
struct Card: View {
    let number: Int

    var body: some View {
        HStack {
            Text("●").foregroundColor(CardsPage.colors[number % CardsPage.colors.count])
            Text("Card \(number)").bold()
            Spacer()
            Text(String(repeating: "★", count: number % 5 + 1)).foregroundColor(.yellow)
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity)
        .border(.gray, style: .rounded)
    }
}

import Kinema

struct ScoreboardPlayer: Identifiable {
    let name: String
    let score: Int
    var id: String { name }
}

/// A scoreboard laid out with `Grid`: a header row, dividers, one row per player and a total.
struct Scoreboard: View {
    let players = [
        ScoreboardPlayer(name: "Ana", score: 12),
        ScoreboardPlayer(name: "Bartholomew", score: 7),
        ScoreboardPlayer(name: "Chen", score: 21),
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16) {
            GridRow {
                Text("Player").bold()
                Text("Score").bold()
                    .gridColumnAlignment(.trailing)
            }
            Divider()
            ForEach(players) { player in
                GridRow {
                    Text(player.name)
                    Text("\(player.score)")
                }
            }
            Divider()
            GridRow {
                Text("Total")
                Text("\(players.map(\.score).reduce(0, +))")
            }
        }
        .padding()
    }
}

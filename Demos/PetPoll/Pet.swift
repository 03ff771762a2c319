import Kinema

/// One candidate of the poll.
struct Pet: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    /// The avatar's face, drawn in the middle of its box (ASCII, so every terminal shows it).
    let face: String
    let color: Color

    static let all = [
        Pet(id: "cat", name: "Cat", face: "=^.^=", color: .rgb(red: 230, green: 150, blue: 60)),
        Pet(id: "dog", name: "Dog", face: "U'o'U", color: .rgb(red: 90, green: 150, blue: 230)),
        Pet(id: "bunny", name: "Bunny", face: "(='.')", color: .rgb(red: 210, green: 110, blue: 190)),
        Pet(id: "owl", name: "Owl", face: "(O,O)", color: .rgb(red: 110, green: 190, blue: 110)),
    ]
}

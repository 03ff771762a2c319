import Kinema

/// The talk's `Pet`, which it does not show: `Image(pet.type)` names the pet's picture, so `type` is
/// the name of an image in the ``ImageRegistry``.
struct Pet {
    var type: String
}

/// Collects the value of every expression line of a playground-style sample, in order (the talk
/// shows such lines with their results beside them).
@resultBuilder
enum PlaygroundResults {
    static func buildExpression(_ value: Double) -> [Double] { [value] }
    static func buildBlock(_ lines: [Double]...) -> [Double] { lines.flatMap { $0 } }
}

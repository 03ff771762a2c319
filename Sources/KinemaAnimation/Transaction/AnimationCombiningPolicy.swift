/// What happens when a new animation reaches a property that is still animating (spec §6.1, EXT).
public struct AnimationCombiningPolicy: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case swiftUI
        case additive
        case replaceFromPresentation
    }

    let kind: Kind

    /// SwiftUI's rule (the default): merge when the new animation agrees (springs), otherwise combine —
    /// the newest animation interpolates from the older ones' live value to the new target.
    public static let swiftUI = AnimationCombiningPolicy(kind: .swiftUI)

    /// UIKit's rule: every change animates its own delta independently and the offsets add up; older
    /// animations are never attenuated.
    public static let additive = AnimationCombiningPolicy(kind: .additive)

    /// Core Animation's `beginFromCurrentState`: drop the running animations and start the new one from
    /// the current presentation value (with zero velocity).
    public static let replaceFromPresentation = AnimationCombiningPolicy(kind: .replaceFromPresentation)

    /// The policy's name.
    public var description: String {
        switch kind {
        case .swiftUI: return "swiftUI"
        case .additive: return "additive"
        case .replaceFromPresentation: return "replaceFromPresentation"
        }
    }
}

import Foundation
import KinemaGeometry

/// The kinds of safe area a view may extend into (``View/ignoresSafeArea(_:edges:)``).
///
/// A terminal has no notch, home indicator or on-screen keyboard: the window's own safe area is
/// empty. What remains is the space views reserve for others — a `NavigationStack`'s bars and
/// toolbars, `safeAreaInset(edge:alignment:spacing:content:)`,
/// ``View/safeAreaPadding(_:_:)`` — which SwiftUI counts as the *container* region. The
/// *keyboard* region never has a size in a terminal (the keyboard is not on screen), so ignoring
/// only it changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set of regions from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Space reserved by containers: bars, toolbars, safe-area insets and padding.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// Space covered by a software keyboard: always empty in a terminal.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension Edge {
    /// SwiftUI spells a set of edges `Edge.Set`; Kinema's ``Edge`` is already a set, so the two
    /// names are one type (`.ignoresSafeArea(edges: .bottom)`, `.safeAreaPadding(.horizontal, 2)`).
    public typealias Set = Edge
}

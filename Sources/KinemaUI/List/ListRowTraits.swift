import KinemaGeometry

/// Whether a piece of interface shows: the system's choice, shown, or hidden.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The container decides (see each modifier for what a terminal does).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The top or the bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// The set holding `edge`.
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

/// The leading or the trailing edge.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
        /// The set holding `edge`.
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}

extension View {
    /// Draws `view` behind this row of a ``List``, in place of the style's row background (the
    /// selection highlight still shows over it). Outside a list it does nothing, as in SwiftUI.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .background(view.map { AnyView($0) })))
    }

    /// Shows or hides the separator under this row of a ``List`` (on a terminal a separator is a
    /// dim rule one cell high under the row, so `.automatic` leaves it hidden except in the grouped
    /// styles; see the Lists article). `edges` names the separators affected: a terminal draws only
    /// the one under each row, so `.top` alone changes nothing. Outside a list it does nothing.
    public func listRowSeparator(
        _ visibility: Visibility, edges: VerticalEdge.Set = .all
    ) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .separator(edges.contains(.bottom) ? visibility : nil)))
    }

    /// Sets the space around this row's content in a ``List`` (`nil`: the style's, one cell on
    /// each side). Outside a list it does nothing.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .insets(insets)))
    }
}

/// The modifier of ``View/listRowBackground(_:)``, ``View/listRowSeparator(_:edges:)`` and
/// ``View/listRowInsets(_:)``: a trait the ``List`` reads from the row's view; the view itself is
/// drawn unchanged.
public struct _ListRowTraitModifier: ViewModifier, PrimitiveModifier {
    enum Trait {
        case background(AnyView?)
        case separator(Visibility?)
        case insets(EdgeInsets?)
        case swipeActions(SwipeActionsConfiguration)
        case deleteDisabled(Bool)
        case moveDisabled(Bool)
    }

    let trait: Trait

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ModifierNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// What a ``List`` reads from a row's view: its traits and tag, found by looking through the
/// modifiers applied to it (the outermost wins, as with SwiftUI's traits). A row made by a custom
/// view that applies them inside its own `body` is not seen: apply them where the row is written.
@MainActor
struct ListRowTraits {
    var background: AnyView?
    var hasBackground = false
    var separator: Visibility = .automatic
    var insets: EdgeInsets?
    var tag: AnyHashable?
    var swipeActions: [SwipeActionsConfiguration] = []
    var deleteDisabled = false
    var moveDisabled = false

    init(of view: any View) {
        var current: any View = view
        var seen = (background: false, separator: false, insets: false, tag: false, delete: false, move: false)
        while let modified = current as? any ModifiedView {
            if let trait = modified.erasedModifier as? _ListRowTraitModifier {
                switch trait.trait {
                case .background(let view) where !seen.background:
                    background = view
                    hasBackground = true
                    seen.background = true
                case .separator(let visibility?) where !seen.separator:
                    separator = visibility
                    seen.separator = true
                case .insets(let value) where !seen.insets:
                    insets = value
                    seen.insets = true
                case .deleteDisabled(let value) where !seen.delete:
                    deleteDisabled = value
                    seen.delete = true
                case .moveDisabled(let value) where !seen.move:
                    moveDisabled = value
                    seen.move = true
                case .swipeActions(let configuration):
                    if !swipeActions.contains(where: { $0.edge == configuration.edge }) {
                        swipeActions.append(configuration)
                    }
                default:
                    break
                }
            } else if !seen.tag, let tagged = modified.erasedModifier as? _TagModifier {
                tag = tagged.tag
                seen.tag = true
            }
            current = modified.erasedContent
        }
    }
}

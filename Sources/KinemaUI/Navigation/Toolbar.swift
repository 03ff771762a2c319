/// Where a toolbar item goes. A terminal has a title bar (a row at the top of each screen of a
/// ``NavigationStack``) and a bottom bar (a row at its bottom); every placement maps onto one of
/// them, as the table says. Toolbars outside a navigation stack are not shown (SwiftUI shows them
/// only in a navigation container, a window's toolbar, or a sheet's own stack).
///
/// | placement | where |
/// |---|---|
/// | `.automatic`, `.primaryAction`, `.confirmationAction`, `.topBarTrailing`, `.navigationBarTrailing` | title bar, trailing |
/// | `.topBarLeading`, `.navigationBarLeading`, `.cancellationAction` | title bar, after the back button |
/// | `.principal` | title bar, centre (replaces the title) |
/// | `.bottomBar` | bottom bar, items spread across it |
/// | `.status` | bottom bar, centre |
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, principal, trailing, bottom, status
    }

    let slot: Slot

    /// The trailing end of the title bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The trailing end of the title bar.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The trailing end of the title bar (SwiftUI's "Done", "Save").
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the title bar (SwiftUI's "Cancel").
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The leading end of the title bar, after the back button.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the title bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the title bar (SwiftUI's earlier name for ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the title bar (SwiftUI's earlier name for ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the title bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The centre of the bottom bar.
    public static let status = ToolbarItemPlacement(slot: .status)
}

/// One item of a toolbar as the bar draws it.
struct ToolbarItemStorage {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Content of `.toolbar { … }` built with ``ToolbarContentBuilder``: ``ToolbarItem``s and
/// ``ToolbarItemGroup``s.
@MainActor
public protocol ToolbarContent {
    /// The items, in order (an implementation detail of Kinema's toolbars).
    var _toolbarItems: [_ToolbarItem] { get }
}

/// One placed toolbar view (an implementation detail of ``ToolbarContent``).
public struct _ToolbarItem {
    let storage: ToolbarItemStorage
}

/// A view placed in a toolbar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// The item.
    public var _toolbarItems: [_ToolbarItem] {
        [_ToolbarItem(storage: ToolbarItemStorage(placement: placement, view: AnyView(content)))]
    }
}

/// Several views placed together in a toolbar, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The group, as one item.
    public var _toolbarItems: [_ToolbarItem] {
        [
            _ToolbarItem(
                storage: ToolbarItemStorage(placement: placement, view: AnyView(HStack(spacing: 1) { content })))
        ]
    }
}

/// The items a ``ToolbarContentBuilder`` collected.
public struct _ToolbarItems: ToolbarContent {
    /// The items, in order.
    public let _toolbarItems: [_ToolbarItem]
}

/// Builds toolbar content from ``ToolbarItem``s and ``ToolbarItemGroup``s, with `if`, `if`/`else`
/// and `for` as in a view builder.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    /// One item or group.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [_ToolbarItem] { content._toolbarItems }
    /// Items in order.
    public static func buildBlock(_ parts: [_ToolbarItem]...) -> [_ToolbarItem] { parts.flatMap { $0 } }
    /// Items shown under a condition.
    public static func buildOptional(_ part: [_ToolbarItem]?) -> [_ToolbarItem] { part ?? [] }
    /// The first branch of a condition.
    public static func buildEither(first part: [_ToolbarItem]) -> [_ToolbarItem] { part }
    /// The second branch of a condition.
    public static func buildEither(second part: [_ToolbarItem]) -> [_ToolbarItem] { part }
    /// Items of a loop.
    public static func buildArray(_ parts: [[_ToolbarItem]]) -> [_ToolbarItem] { parts.flatMap { $0 } }
    /// The collected items.
    public static func buildFinalResult(_ items: [_ToolbarItem]) -> _ToolbarItems { _ToolbarItems(_toolbarItems: items) }
}

extension View {
    /// Places toolbar items in the enclosing navigation stack's bars (see ``ToolbarItemPlacement``).
    public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
        NavigationBarDeclaration(content: self, update: .toolbar(content()._toolbarItems.map(\.storage)))
    }

    /// Places views in the trailing end of the enclosing navigation stack's title bar.
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> some View {
        NavigationBarDeclaration(
            content: self,
            update: .toolbar([ToolbarItemStorage(placement: .automatic, view: AnyView(HStack(spacing: 1) { content() }))]))
    }

    /// Shows `title` in the title bar of the navigation stack screen this view is in (centred, bold).
    public func navigationTitle(_ title: String) -> some View {
        NavigationBarDeclaration(content: self, update: .title(title))
    }

    /// Hides the back button of the screen this view is in (`true`), or shows it again. Esc,
    /// Backspace and the edge drag still go back, as the edge swipe does in SwiftUI.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationBarDeclaration(content: self, update: .hidesBackButton(hidesBackButton))
    }
}

/// Hands what a view declared about its screen's bar to the screen, after each update that built
/// it (an action, never a write during a body). Views are not `Equatable`, so each build of a
/// toolbar counts as a change: a generation number tells builds apart.
struct NavigationBarDeclaration<Content: View>: View {
    enum Update {
        case title(String)
        case toolbar([ToolbarItemStorage])
        case hidesBackButton(Bool)
    }

    let content: Content
    let update: Update
    let generation = NavigationBarGeneration.next()
    @Environment(\.navigationScreen) private var screen

    var body: some View {
        // Read in the body: an action runs after the update, when this view's node may be gone.
        let screen = screen
        let update = update
        content.onChange(of: generation, initial: true) { Self.apply(update, to: screen) }
    }

    private static func apply(_ update: Update, to screen: NavigationScreenContext?) {
        guard let screen else { return }
        switch update {
        case .title(let title): if screen.title != title { screen.title = title }
        case .toolbar(let items): screen.toolbar = items
        case .hidesBackButton(let hides): if screen.hidesBackButton != hides { screen.hidesBackButton = hides }
        }
    }
}

/// Numbers the builds of bar declarations.
@MainActor
enum NavigationBarGeneration {
    private static var last = 0

    static func next() -> Int {
        last += 1
        return last
    }
}

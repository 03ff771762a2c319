import Foundation
import KinemaAnimation
import KinemaRender

/// A view that switches between tabs with a tab bar along its bottom row.
///
/// ```swift
/// TabView(selection: $tab) {
///     BooksView()
///         .tabItem { Label("Books", systemImage: "book") }
///         .tag(Tab.books)
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(Tab.settings)
/// }
/// ```
///
/// SwiftUI's newer spelling works too: `Tab("Books", systemImage: "book", value: Tab.books) { … }`.
///
/// Each tab stays mounted (its state survives switching away); only the selected one is drawn
/// and takes input. A change of selection slides the tabs sideways with `.smooth` (SwiftUI
/// switches at once; a terminal has no other cue that the whole screen changed), so a change made
/// in `withAnimation` uses that animation instead; under `KINEMA_ANIMATIONS=none` it switches at once.
/// The bar: click an item; ←/→ switch tabs when nothing focused takes those keys; Tab moves focus
/// to the items, Enter or Space selects. Tabs without a tag are tagged with their position
/// (`TabView` without a selection binding counts from 0); a selection that matches no tab shows the
/// first tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?

    /// A tab view whose selected tab is `selection`, matched against the tabs' tags.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view that keeps its selection itself, starting at the first tab.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    /// The selected tab over the bar.
    public var body: some View {
        let tabs = TabCollector.tabs(of: content)
        let current: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        let selected = tabs.firstIndex { $0.tag == current } ?? 0
        GeometryReader { proxy in
            VStack(spacing: 0) {
                ZStack(alignment: .topLeading) {
                    ForEach(tabs.indices, id: \.self) { index in
                        tabs[index].view
                            .frame(width: proxy.size.width, alignment: .topLeading)
                            .frame(maxHeight: .infinity, alignment: .topLeading)
                            .background(Color.default)
                            .inactiveScreen(index != selected)
                            .offset(x: CGFloat(index - selected) * proxy.size.width)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .clipped()
                .animation(.smooth, value: selected)
                TabBar(tabs: tabs, selected: selected) { index in select(tabs[index].tag) }
            }
        }
        .onKeyPress(.leftArrow) { step(-1, tabs: tabs, selected: selected) }
        .onKeyPress(.rightArrow) { step(1, tabs: tabs, selected: selected) }
    }

    private func step(_ direction: Int, tabs: [TabEntry], selected: Int) -> KeyPress.Result {
        let next = selected + direction
        guard tabs.indices.contains(next) else { return .ignored }
        select(tabs[next].tag)
        return .handled
    }

    private func select(_ tag: AnyHashable) {
        guard let selection else {
            ownSelection = tag
            return
        }
        if let value = tag.base as? SelectionValue {
            selection.wrappedValue = value
        } else {
            reportToHost(
                "TabView: the tab's tag (a \(type(of: tag.base))) is not a \(SelectionValue.self), the selection's type; "
                    + "the selection was not changed")
        }
    }
}

/// The bottom row: the tabs' labels spread across it, the selected one in inverse video.
struct TabBar: View {
    let tabs: [TabEntry]
    let selected: Int
    let select: @MainActor (Int) -> Void

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 0) {
                ForEach(tabs.indices, id: \.self) { index in
                    Button(action: { select(index) }) {
                        HStack(spacing: 0) {
                            Spacer(minLength: 0)
                            (tabs[index].label ?? AnyView(Text("Tab \(index + 1)")))
                            Spacer(minLength: 0)
                        }
                    }
                    .buttonStyle(.plain)
                    .foregroundColor(index == selected ? .accentColor : .gray)
                    .bold(index == selected)
                }
            }
            .frame(height: 1)
        }
    }
}

/// One tab found in a tab view's content.
struct TabEntry {
    let tag: AnyHashable
    let label: AnyView?
    let view: AnyView
}

extension View {
    /// The label of this view's tab in the enclosing ``TabView``'s bar (a ``Label``, a ``Text`` or
    /// an ``Image``). Outside a tab view it does nothing.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier> {
        modifier(_TabItemModifier(label: AnyView(label())))
    }
}

/// The modifier of ``View/tabItem(_:)``: carries the label for the tab view to find; draws nothing.
public struct _TabItemModifier: ViewModifier {
    let label: AnyView

    /// The content, unchanged.
    public func body(content: Content) -> some View {
        content
    }
}

/// A tab in SwiftUI's newer spelling: `Tab("Books", systemImage: "book", value: Tab.books) { … }`.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    let value: Value
    let content: Content

    /// A tab titled `title` with an SF Symbol, selected when the tab view's selection is `value`.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// A tab titled `title`, selected when the tab view's selection is `value`.
    public init(_ title: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        systemImage = nil
        self.value = value
        self.content = content()
    }

    /// The tab's content.
    public var body: some View { content }
}

/// Finds the tabs of a tab view's content by walking the view values its builder made.
@MainActor
enum TabCollector {
    static func tabs(of content: some View) -> [TabEntry] {
        var tabs: [TabEntry] = []
        collect(content, defaultTag: nil, into: &tabs)
        return tabs
    }

    private static func collect(_ view: any View, defaultTag: AnyHashable?, into tabs: inout [TabEntry]) {
        if let container = view as? any TabContainer {
            for (element, tag) in container.tabElements() {
                collect(element, defaultTag: tag, into: &tabs)
            }
            return
        }
        if view is EmptyView { return }
        var tag: AnyHashable?
        var label: AnyView?
        var current: any View = view
        while true {
            if let tab = current as? any TabDescribing {
                tag = tag ?? tab.tabTag
                label = label ?? tab.tabLabel
                break
            }
            guard let modified = current as? any ModifiedView else { break }
            if let tagged = modified.erasedModifier as? _TagModifier { tag = tag ?? tagged.tag }
            if let item = modified.erasedModifier as? _TabItemModifier { label = label ?? item.label }
            current = modified.erasedContent
        }
        tabs.append(TabEntry(tag: tag ?? defaultTag ?? AnyHashable(tabs.count), label: label, view: AnyView(view)))
    }
}

/// A builder result that holds several tabs.
@MainActor
protocol TabContainer {
    /// The element views, each with the tag it gets if it has none (a `ForEach` id).
    func tabElements() -> [(any View, AnyHashable?)]
}

extension TupleView: TabContainer {
    func tabElements() -> [(any View, AnyHashable?)] {
        var elements: [(any View, AnyHashable?)] = []
        for element in repeat each value {
            elements.append((element, nil))
        }
        return elements
    }
}

extension ForEach: TabContainer {
    func tabElements() -> [(any View, AnyHashable?)] {
        data.map { (content($0) as any View, AnyHashable($0[keyPath: id])) }
    }
}

extension Group: TabContainer {
    func tabElements() -> [(any View, AnyHashable?)] { [(content, nil)] }
}

extension _ConditionalContent: TabContainer {
    func tabElements() -> [(any View, AnyHashable?)] {
        switch storage {
        case .trueContent(let view): return [(view, nil)]
        case .falseContent(let view): return [(view, nil)]
        }
    }
}

extension Optional: TabContainer where Wrapped: View {
    func tabElements() -> [(any View, AnyHashable?)] {
        map { [($0, nil)] } ?? []
    }
}

/// A ``Tab`` value's tag and label.
@MainActor
protocol TabDescribing {
    var tabTag: AnyHashable { get }
    var tabLabel: AnyView { get }
}

extension Tab: TabDescribing {
    var tabTag: AnyHashable { AnyHashable(value) }
    var tabLabel: AnyView {
        if let systemImage { return AnyView(Label(title, systemImage: systemImage)) }
        return AnyView(Text(title))
    }
}

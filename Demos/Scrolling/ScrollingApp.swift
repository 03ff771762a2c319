import Kinema

/// Four pages of scrolling (`1` … `4` switch; q quits). `swift run Scrolling`.
///
/// 1. A million lazily built rows: wheel, keys (arrows, Page Up/Down, Space, Home, End), drag with
///    momentum and a rubber band at the edges; `t` / `b` scroll to the top / bottom with an
///    animation, `m` to the middle at once.
/// 2. A lazy grid of 100,000 cells in sections of 1,000 with pinned headers; its columns adapt to
///    the terminal's width. A click removes a cell, `+` adds one, `u` undoes (animated: cells fade
///    in and out, the others slide and wrap between lines).
/// 3. Twelve pages side by side with `.scrollTargetBehavior(.paging)`: a drag, a wheel notch or an
///    arrow key turns one page.
/// 4. A thousand cards with scroll transitions: they fade and narrow at the edges, and every fifth
///    slides in once half shown.
struct ScrollingDemo: View {
    enum Page: String, CaseIterable {
        case rows = "1 rows"
        case grid = "2 grid"
        case paging = "3 paging"
        case cards = "4 cards"
    }

    @State private var page = Page.rows
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 2) {
                ForEach(Page.allCases, id: \.self) { item in
                    Text(item.rawValue).bold(item == page).foregroundColor(item == page ? .yellow : .gray)
                }
                Text("· q quits").foregroundColor(.gray)
            }
            switch page {
            case .rows: RowsPage()
            case .grid: GridPage()
            case .paging: PagingPage()
            case .cards: CardsPage()
            }
        }
        .onKeyPress("1") {
            page = .rows
            return .handled
        }
        .onKeyPress("2") {
            page = .grid
            return .handled
        }
        .onKeyPress("3") {
            page = .paging
            return .handled
        }
        .onKeyPress("4") {
            page = .cards
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

/// A million rows, with the phase and the first row shown above them.
struct RowsPage: View {
    static let count = 1_000_000
    @State private var phase = ScrollPhase.idle
    @State private var top = 0

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Text("\(Self.count) rows · phase: \(String(describing: phase)) · first row: \(top) · t/b/m")
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<Self.count, id: \.self) { row in
                            Text("row \(row)")
                                .foregroundColor(row.isMultiple(of: 10) ? .yellow : nil)
                        }
                    }
                }
                .onScrollPhaseChange { _, new in phase = new }
                .onScrollGeometryChange(for: Int.self) {
                    Int($0.contentOffset.y.rounded(.down))
                } action: { _, new in
                    top = new
                }
                .border(.gray, style: .rounded)
            }
            .onKeyPress("t") {
                withAnimation(.smooth) { proxy.scrollTo(0, anchor: .top) }
                return .handled
            }
            .onKeyPress("b") {
                withAnimation(.smooth) { proxy.scrollTo(Self.count - 1, anchor: .bottom) }
                return .handled
            }
            .onKeyPress("m") {
                proxy.scrollTo(Self.count / 2, anchor: .center)
                return .handled
            }
        }
    }
}

/// 100 sections of 1,000 cells in adaptive columns, the section headers pinned. A click on a cell
/// removes it, `+` adds a cell where the last one was removed (or at the top), `u` puts the last
/// removed cell back: each with an animation, so the cell fades and the cells after it slide,
/// wrapping between lines.
struct GridPage: View {
    @State private var sections = (0..<100).map { section in Array((section * 1_000)..<((section + 1) * 1_000)) }
    @State private var removed: [(section: Int, index: Int, cell: Int)] = []
    @State private var nextCell = 100_000

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("click a cell removes it · + adds one · u undoes").foregroundColor(.gray)
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.adaptive(minimum: 10), alignment: .leading)], alignment: .leading,
                    pinnedViews: [.sectionHeaders]
                ) {
                    ForEach(0..<sections.count, id: \.self) { section in
                        Section {
                            ForEach(sections[section], id: \.self) { cell in
                                Text("\(cell >= 100_000 ? "✚" : "◆") \(cell)")
                                    .foregroundColor(cell >= 100_000 ? .green : cell.isMultiple(of: 7) ? .cyan : nil)
                                    .onTapGesture { remove(cell, from: section) }
                            }
                        } header: {
                            Text(" section \(section) ").bold().foregroundColor(.black)
                                .frame(maxWidth: .infinity, alignment: .leading).background(.yellow)
                        }
                    }
                }
            }
            .border(.gray, style: .rounded)
        }
        .onKeyPress("+") {
            let place = removed.last.map { ($0.section, $0.index) } ?? (0, 0)
            withAnimation { sections[place.0].insert(nextCell, at: min(place.1, sections[place.0].count)) }
            nextCell += 1
            return .handled
        }
        .onKeyPress("u") {
            guard let last = removed.popLast() else { return .ignored }
            withAnimation { sections[last.section].insert(last.cell, at: min(last.index, sections[last.section].count)) }
            return .handled
        }
    }

    private func remove(_ cell: Int, from section: Int) {
        guard let index = sections[section].firstIndex(of: cell) else { return }
        withAnimation { _ = sections[section].remove(at: index) }
        removed.append((section, index, cell))
    }
}

/// Twelve full-width pages; the scroll rests on a page.
struct PagingPage: View {
    @State private var current: Int? = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("page \((current ?? 0) + 1) of 12 · drag, wheel or ←/→")
            GeometryReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<12, id: \.self) { page in
                            VStack {
                                Text("Page \(page + 1)").bold()
                                Text(String(repeating: "▒", count: page + 1))
                                    .foregroundColor(page.isMultiple(of: 2) ? .green : .purple)
                            }
                            // The border adds a cell per side: it goes inside the page's frame, so
                            // a page is exactly the viewport and the paging offsets land on its edges.
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .border(.gray, style: .rounded)
                            .frame(width: proxy.size.width, height: proxy.size.height)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $current)
            }
        }
    }
}

@main
struct ScrollingApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { ScrollingDemo() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}

import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Sections")
struct SectionTests {
    struct Shelf: Identifiable {
        let id: String
        let books: Range<Int>
    }

    static let shelves = (0..<26).map { index in
        Shelf(id: String(UnicodeScalar(UInt8(65 + index))), books: (index * 1_000)..<((index + 1) * 1_000))
    }

    static func library() -> some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(shelves) { shelf in
                    Section {
                        ForEach(shelf.books, id: \.self) { Text("book \($0)") }
                    } header: {
                        Text("== \(shelf.id) ==")
                    } footer: {
                        Text("end \(shelf.id)")
                    }
                }
            }
        }
        .frame(width: 20, height: 10)
    }

    @Test("a section in a VStack lays out header, content and footer in its place")
    func inStack() {
        let host = HeadlessHost(width: 12, height: 6) {
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                Section("Title") {
                    Text("a")
                    Text("b")
                }
                Section {
                    Text("c")
                } footer: {
                    Text("foot")
                }
            }
            .frame(width: 12, height: 6, alignment: .topLeading)
        }
        #expect(host.lines.map(\.trimmed) == ["top", "Title", "a", "b", "c", "foot"])
    }

    @Test("a ForEach of sections in a lazy stack: headers and footers are rows, the content stays lazy")
    func lazySections() throws {
        let host = HeadlessHost(width: 20, height: 10) { Self.library() }
        #expect(host.lines[0].trimmed.hasPrefix("== A =="))
        #expect(host.lines[1].trimmed.hasPrefix("book 0"))
        let lazy = nodes(LazyStackNode.self, in: host)[0]
        #expect(lazy.builtRowCount <= 16)
        // 26 sections × (1,000 books + header + footer).
        #expect(abs(scrollView(in: host).contentSize.height - 26 * 1_002) < 1e-6)
        let sections = lazy.sectionSpans
        try #require(sections.count == 26)
        #expect(sections[1] == LazyRows.SectionSpan(start: 1_002, end: 2_004, hasHeader: true, hasFooter: true, id: "B"))
    }

    @Test("scrollTo a section's id lands its header; scrollTo a row inside one lands the row")
    func scrollToSection() {
        let box = ProxyBox()
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollViewReader { proxy in Self.library().onAppear { box.proxy = proxy } }
        }
        box.proxy?.scrollTo("C", anchor: .top)
        host.advance(by: 0)
        #expect(host.lines[0].trimmed.hasPrefix("== C =="))
        #expect(host.lines[1].trimmed.hasPrefix("book 2000"))
        box.proxy?.scrollTo(2_999, anchor: .top)
        host.advance(by: 0)
        #expect(host.lines[0].trimmed.hasPrefix("book 2999"))
        #expect(host.lines[1].trimmed.hasPrefix("end C"))
        #expect(host.lines[2].trimmed.hasPrefix("== D =="))
    }

    @Test("row identities inside a section survive a section inserted before it")
    func identitiesScoped() {
        var rows = LazyRows(
            ForEach(["x", "y"], id: \.self) { name in
                Section(name) { ForEach(0..<3, id: \.self) { Text("\(name)\($0)") } }
            })
        let before = rows.id(at: 5)
        rows = LazyRows(
            ForEach(["w", "x", "y"], id: \.self) { name in
                Section(name) { ForEach(0..<3, id: \.self) { Text("\(name)\($0)") } }
            })
        #expect(rows.id(at: 9) == before, "y's first book keeps its identity")
        #expect(rows.role(at: 8) == .header)
        #expect(rows.role(at: 9) == .item)
        #expect(rows.sectionIndex(containing: 9) == 2)
        #expect(rows.sectionIndex(containing: 12) == nil)
    }

    @Test("empty sections add no rows; a section inside a section is flattened into its content")
    func emptyAndNested() {
        let rows = LazyRows(
            Group {
                Section { EmptyView() }
                Section("outer") {
                    Section("inner") { Text("a") }
                }
            })
        #expect(rows.count == 3)
        #expect(rows.sections == [LazyRows.SectionSpan(start: 0, end: 3, hasHeader: true, hasFooter: false, id: nil)])
        #expect(rows.role(at: 1) == .item, "the inner header is an ordinary row")
    }
}

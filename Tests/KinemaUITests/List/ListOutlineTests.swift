import Foundation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// A file or a folder: `children == nil` is a file.
struct FileNode: Identifiable, Hashable {
    let id: String
    var children: [FileNode]?

    init(_ id: String, _ children: [FileNode]? = nil) {
        self.id = id
        self.children = children
    }

    static let tree = [
        FileNode("Documents", [FileNode("a.txt"), FileNode("Reports", [FileNode("q1.pdf"), FileNode("q2.pdf")])]),
        FileNode("Music", []),
        FileNode("notes.md"),
    ]
}

/// Counts what an outline reads.
@MainActor
final class OutlineCounter {
    var rowsMade = 0
}

extension String {
    /// The line without its trailing spaces.
    var rightTrimmed: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

@MainActor
@Suite("List: hierarchical rows (List(_:children:), OutlineGroup, DisclosureGroup)")
struct ListOutlineTests {
    struct Files: View {
        let selection: ListBox<String?>
        @State private var selected: String?

        var body: some View {
            List(FileNode.tree, children: \.children, selection: $selected) { Text($0.id) }
                .onChange(of: selected) { _, new in selection.value = new }
        }
    }

    func lines(_ host: HeadlessHost, _ count: Int) -> [String] {
        host.lines.prefix(count).map(\.rightTrimmed)
    }

    @Test("roots show collapsed with ▸; a leaf keeps the chevron's two cells blank")
    func collapsedRoots() {
        let host = HeadlessHost(width: 24, height: 8) { Files(selection: ListBox(nil)) }
        #expect(lines(host, 4) == [" ▸ Documents", " ▸ Music", "   notes.md", ""])
    }

    @Test("a click on the chevron expands: children indented two cells, in order; again collapses")
    func clickChevron() throws {
        let box = ListBox<String?>(nil)
        let host = HeadlessHost(width: 24, height: 8) { Files(selection: box) }
        host.click(x: 1, y: 0)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 5) == [" ▾ Documents", "     a.txt", "   ▸ Reports", " ▸ Music", "   notes.md"])
        #expect(box.value == nil, "the chevron expands without selecting")
        let reports = try #require(host.item(showing: "Reports"))
        #expect(reports.frame.origin == CGPoint(x: 5, y: 2))
        host.click(x: 3, y: 2)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(
            lines(host, 7) == [
                " ▾ Documents", "     a.txt", "   ▾ Reports", "       q1.pdf", "       q2.pdf", " ▸ Music",
                "   notes.md",
            ])
        host.click(x: 1, y: 0)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 4) == [" ▸ Documents", " ▸ Music", "   notes.md", ""])
        host.click(x: 1, y: 0)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 5).count == 5)
        #expect(lines(host, 5)[3] == "       q1.pdf", "a folder expanded inside a collapsed one stays expanded")
    }

    @Test("→ expands the selected row, then selects its first child; ↓ walks the visible rows; ← goes to the parent, then collapses")
    func keys() {
        let box = ListBox<String?>(nil)
        let host = HeadlessHost(width: 24, height: 8) { Files(selection: box) }
        host.press(.downArrow)
        #expect(box.value == "Documents")
        host.press(.rightArrow)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(box.value == "Documents")
        #expect(lines(host, 2) == [" ▾ Documents", "     a.txt"])
        host.press(.rightArrow)
        #expect(box.value == "a.txt", "→ on an expanded row selects its first child")
        host.press(.downArrow)
        #expect(box.value == "Reports")
        host.press(.rightArrow)
        host.advance(by: 0.2 + host.frameInterval)
        host.press(.downArrow)
        #expect(box.value == "q1.pdf")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(box.value == "Music", "↓ walks the visible rows in order")
        host.press(.upArrow)
        host.press(.leftArrow)
        #expect(box.value == "Reports", "← on a leaf selects its parent")
        host.press(.leftArrow)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(box.value == "Reports")
        #expect(lines(host, 4) == [" ▾ Documents", "     a.txt", "   ▸ Reports", " ▸ Music"], "← collapses")
        host.press(.leftArrow)
        #expect(box.value == "Documents", "← on a collapsed row selects its parent")
        host.press(.leftArrow)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 3) == [" ▸ Documents", " ▸ Music", "   notes.md"])
        host.press(.leftArrow)
        #expect(box.value == "Documents", "← on a collapsed root does nothing")
    }

    @Test("collapsing a folder whose child is selected selects the folder")
    func collapseMovesSelection() {
        let box = ListBox<String?>(nil)
        let host = HeadlessHost(width: 24, height: 8) { Files(selection: box) }
        host.click(x: 1, y: 0)
        host.advance(by: 0.2 + host.frameInterval)
        host.click(x: 8, y: 1)
        #expect(box.value == "a.txt")
        host.click(x: 1, y: 0)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(box.value == "Documents")
    }

    @Test("expanding fades the children in while the rows below slide down; collapsing fades them out")
    func animated() throws {
        let tree = FileNode.tree + (0..<20).map { FileNode("extra \($0)") }
        let host = HeadlessHost(width: 24, height: 8) { List(tree, children: \.children) { Text($0.id) } }
        host.click(x: 1, y: 0)
        host.advance(by: 0.1)
        let child = try #require(host.item(showing: "a.txt"))
        #expect(child.opacity > 0.05 && child.opacity < 0.95, "fading in: \(child.opacity)")
        #expect(child.frame.origin.y == 1)
        let music = try #require(host.item(showing: "Music"))
        #expect(music.frame.origin.y > 1 && music.frame.origin.y < 3, "sliding from row 1 to row 3")
        host.advance(by: 0.1 + host.frameInterval)
        #expect(host.item(showing: "a.txt")?.opacity == 1)
        #expect(host.item(showing: "Music")?.frame.origin.y == 3)
        #expect(!host.host.isAnimating)
        host.click(x: 1, y: 0)
        host.advance(by: 0.1)
        let leaving = try #require(host.item(showing: "a.txt"))
        #expect(leaving.opacity > 0.05 && leaving.opacity < 0.95, "fading out: \(leaving.opacity)")
        host.advance(by: 0.1 + host.frameInterval)
        #expect(host.item(showing: "a.txt") == nil)
        #expect(host.item(showing: "Music")?.frame.origin.y == 1)
        host.host.runtime.root.checkInvariants()
    }

    @Test("a 100,000-element tree mounts building only the rows on screen; expanding one builds its few rows")
    func bigTree() throws {
        let counter = OutlineCounter()
        let roots = (0..<100_000).map { FileNode("folder \($0)", (0..<3).map { FileNode("file \($0)") }) }
        let host = HeadlessHost(width: 24, height: 10) {
            List(roots, children: \.children) { node in
                let _ = counter.rowsMade += 1
                Text(node.id)
            }
        }
        #expect(counter.rowsMade <= 20, "rows made: \(counter.rowsMade)")
        #expect(host.lines[0].rightTrimmed == " ▸ folder 0")
        let before = counter.rowsMade
        host.click(x: 1, y: 1)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(host.lines[2].rightTrimmed == "     file 0")
        #expect(host.lines[5].rightTrimmed == " ▸ folder 2")
        #expect(counter.rowsMade - before <= 40, "rows made again: \(counter.rowsMade - before)")
        host.press(.end)
    }

    @Test("an OutlineGroup in a Section, beside static rows; a DisclosureGroup's content rows indent under it")
    func inSections() {
        struct Sidebar: View {
            @State private var showsMore = false

            var body: some View {
                List {
                    Section("Files") {
                        OutlineGroup(FileNode.tree, children: \.children) { Text($0.id) }
                    }
                    Section("More") {
                        DisclosureGroup("Settings", isExpanded: $showsMore) {
                            Text("Theme")
                            Text("Keys")
                        }
                        Text("About")
                    }
                }
            }
        }
        let host = HeadlessHost(width: 24, height: 12) { Sidebar() }
        #expect(
            lines(host, 8) == [" Files", " ▸ Documents", " ▸ Music", "   notes.md", " More", " ▸ Settings", " About", ""])
        host.click(x: 5, y: 5)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 8) == [" Files", " ▸ Documents", " ▸ Music", "   notes.md", " More", " ▾ Settings", "   Theme", "   Keys"])
        host.click(x: 1, y: 1)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 3) == [" Files", " ▾ Documents", "     a.txt"])
    }

    @Test("outside a List, an OutlineGroup is nested disclosure groups")
    func outsideList() {
        let host = HeadlessHost(width: 24, height: 8) {
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(FileNode.tree, children: \.children) { Text($0.id) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(lines(host, 3) == ["▸ Documents", "▸ Music", "notes.md"])
        host.click(x: 0, y: 0)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 4) == ["▾ Documents", "  a.txt", "  ▸ Reports", "▸ Music"])
    }

    @Test("a cycle in the data (an element among its own children) cannot expand forever")
    func cycle() {
        final class Loop {
            let name: String
            var kids: [Loop]? = nil
            init(_ name: String) { self.name = name }
        }
        let root = Loop("loop")
        root.kids = [root]
        let host = HeadlessHost(width: 24, height: 8) {
            List([root], id: \.name, children: \.kids) { Text($0.name) }
        }
        host.click(x: 1, y: 0)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 3) == [" ▾ loop", "   ▸ loop", ""])
        host.click(x: 3, y: 1)
        host.advance(by: 0.2 + host.frameInterval)
        #expect(lines(host, 3) == [" ▾ loop", "   ▸ loop", ""])
    }
}

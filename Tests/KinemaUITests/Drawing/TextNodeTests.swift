import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Text offered fewer rows than its lines")
struct TextNodeTests {
    private static let long = String(repeating: "x", count: 45)
    private static let row = String(repeating: "x", count: 20)

    @Test("a wrapping text in a VStack with another text gets the three lines it needs")
    func wrappingTextGetsItsLines() {
        let host = HeadlessHost(width: 20, height: 6) {
            VStack {
                Text(Self.long)
                Text("b")
            }
        }
        #expect(
            host.lines == [
                "                    ", Self.row, Self.row, "xxxxx               ", "         b          ",
                "                    ",
            ])
    }

    @Test("with fewer rows than lines, the text's last row ends in an ellipsis and the other text stays")
    func tooLittleRoomTruncatesWithEllipsis() {
        let host = HeadlessHost(width: 20, height: 3) {
            VStack {
                Text(Self.long)
                Text("b")
            }
        }
        #expect(host.lines == [Self.row, String(repeating: "x", count: 19) + "…", "         b          "])
    }

    @Test("one row shows the start of the text and an ellipsis")
    func oneRow() {
        let host = HeadlessHost(width: 12, height: 1) {
            Text("one two three four").frame(width: 12, alignment: .leading)
        }
        // As in SwiftUI, the line kept takes what fits of the rest of the text before the ellipsis.
        #expect(host.lines == ["one two thr…"])
    }

    @Test("a text proposed less than one row still takes one row; more lines than rows cap the height")
    func measuresByRows() {
        let host = HeadlessHost(width: 20, height: 6) { Text(Self.long) }
        let node = host.host.runtime.root.firstNode(of: TextNode.self)!
        #expect(node.sizeThatFits(ProposedViewSize(width: 20, height: 0)) == Size(width: 20, height: 1))
        #expect(node.sizeThatFits(ProposedViewSize(width: 20, height: 2.5)) == Size(width: 20, height: 2))
        #expect(node.sizeThatFits(ProposedViewSize(width: 20, height: 10)) == Size(width: 20, height: 3))
        #expect(node.sizeThatFits(ProposedViewSize(width: 20, height: .nan)) == Size(width: 20, height: 3))
    }
}

extension ViewNode {
    /// The first node of type `T` in this subtree, depth first.
    fileprivate func firstNode<T: ViewNode>(of type: T.Type) -> T? {
        if let match = self as? T { return match }
        for child in children {
            if let match = child.firstNode(of: type) { return match }
        }
        return nil
    }
}

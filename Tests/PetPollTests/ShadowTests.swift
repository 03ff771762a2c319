import Foundation
import Kinema
import Testing

@testable import PetPoll

/// The selected avatar's shadow: attached to the avatar while it moves or the screen resizes, and
/// a tint that leaves the text under it readable.
@MainActor
@Suite("PetPoll shadow")
struct ShadowTests {
    /// The cat avatar's border frame and its shadow's frame (presentation geometry).
    private func catAndShadow(_ host: HeadlessHost) throws -> (avatar: Rect, shadow: Rect) {
        let shadow = host.displayList.items.first { item in
            if case .fill(.gray) = item.kind { return true }
            return false
        }
        return (try #require(avatarFrame(of: Pet.all[0], in: host)), try #require(shadow).frame)
    }

    /// Expects the shadow at the selected (1.5×) avatar's frame moved by the scaled offset (2, 1).
    private func expectAttached(
        _ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (avatar, shadow) = try catAndShadow(host)
        #expect(
            abs(shadow.minX - avatar.minX - 3) < 1e-9, "shadow \(shadow), avatar \(avatar)",
            sourceLocation: sourceLocation)
        #expect(
            abs(shadow.minY - avatar.minY - 1.5) < 1e-9, "shadow \(shadow), avatar \(avatar)",
            sourceLocation: sourceLocation)
        #expect(shadow.size == avatar.size, sourceLocation: sourceLocation)
    }

    /// Expects every shadow-tinted cell to lie inside the shadow's frame: no detached fragments.
    private func expectNoStrayShadow(
        _ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (_, shadow) = try catAndShadow(host)
        for y in 0..<host.buffer.height {
            for x in 0..<host.buffer.width where host.buffer[x, y].style.background == .gray {
                let cell = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                #expect(
                    !shadow.clipped(to: cell).size.isEmpty, "stray shadow cell \(x), \(y)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test("the shadow moves with its avatar while the standings reorder, frame by frame")
    func shadowFollowsReorder() throws {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll() }
        host.click(x: 15, y: 8)
        host.advance(by: 2)
        try expectAttached(host)
        host.press("2")
        host.press("2")
        for _ in 0..<30 {
            host.advance(by: 1.0 / 30)
            try expectAttached(host)
            try expectNoStrayShadow(host)
        }
    }

    @Test(
        "a resize in the middle of a slide leaves no shadow fragment behind",
        arguments: [(70, 20), (100, 30)])
    func resizeMidSlide(width: Int, height: Int) throws {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll() }
        host.click(x: 15, y: 8)
        host.advance(by: 2)
        host.press("2")
        host.advance(by: 0.1)
        host.resize(width: width, height: height)
        try expectAttached(host)
        host.advance(by: 2)
        try expectAttached(host)
        try expectNoStrayShadow(host)
    }

    @Test("text under the shadow stays readable: the vote button keeps its glyphs")
    func textUnderShadow() throws {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll() }
        host.click(x: 15, y: 8)
        host.advance(by: 2)
        let (_, shadow) = try catAndShadow(host)
        #expect(host.lines.contains { $0.contains("[1] Vote       [2] Vote") })
        let nameRow = try #require(host.lines.firstIndex { $0.contains("Cat") })
        #expect(
            Double(nameRow) >= shadow.minY && Double(nameRow) < shadow.maxY,
            "the name row is under the shadow")
        #expect(host.lines[nameRow].contains("Cat"))
    }
}

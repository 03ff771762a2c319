import Foundation
import Kinema
import Testing

@testable import PetPoll

/// The podium screen: pets on the upper arc, reached by an animated switch from the standings, and
/// avatars that travel along the arc when the leader changes.
@MainActor
@Suite("PetPoll podium")
struct PodiumTests {
    /// Where an avatar centred at `center` lies relative to the podium's ellipse at 80 × 20: the
    /// layout's bounds are 80 × 16 from row 2, a pet is 11 × 7 (avatar, free row, name) with the
    /// avatar's centre 1 row above the pet's; the arc keeps 3 cells from each side.
    private func arcCoordinates(of center: Point) -> (sine: Double, cosine: Double) {
        let radiusX = (80 - 2 * 3 - 11) / 2.0
        let radiusY = 16 - 7.0
        let apexY = 2 + 7 / 2.0
        return ((center.x - 40) / radiusX, 1 - (center.y + 1 - apexY) / radiusY)
    }

    @Test("switching to the podium moves the same avatars from the row to the arc over time")
    func switchAnimates() throws {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll(model: PollModel(votes: ["dog": 2])) }
        let row = avatarFrames(host)
        try #require(row.count == 4)
        host.press("p")
        host.advance(by: 0.15)
        let moving = avatarFrames(host)
        host.advance(by: 2)
        let arc = avatarFrames(host)
        #expect(!host.host.isAnimating)
        for index in 0..<4 where row[index].origin != arc[index].origin {
            #expect(moving[index].origin != row[index].origin, "pet \(index) has not left the row")
            #expect(moving[index].origin != arc[index].origin, "pet \(index) jumped to the arc")
        }
        // The leader (Dog) is at the apex, above everyone else.
        #expect(arc[1].minY < arc.enumerated().filter { $0.offset != 1 }.map(\.element.minY).min()!)
        #expect(abs(arc[1].midX - 40) <= 1)
    }

    @Test("when the leader changes, avatars travel along the upper arc, never across it")
    func avatarsFollowTheArc() throws {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll(model: PollModel(votes: ["dog": 2])) }
        host.press("p")
        host.advance(by: 2)
        for _ in 0..<3 { host.press("4") }
        var moved = false
        let start = avatarFrames(host)
        for _ in 0..<40 {
            host.advance(by: 1.0 / 30)
            let frames = avatarFrames(host)
            moved = moved || frames != start
            for (index, frame) in frames.enumerated() {
                let (sine, cosine) = arcCoordinates(of: Point(x: frame.midX, y: frame.midY))
                // Whole-cell placement puts a centre up to half a cell off the exact arc.
                #expect(abs(sine * sine + cosine * cosine - 1) < 0.2, "pet \(index) off the arc at \(frame)")
                #expect(cosine > -0.1, "pet \(index) below the arc's ends at \(frame)")
            }
        }
        #expect(moved)
        host.advance(by: 2)
        let owl = avatarFrames(host)[3]
        #expect(abs(owl.midX - 40) <= 1, "the new leader is at the apex")
    }

    @Test("a selected avatar at the end of the arc is drawn whole, not cut off by the screen edge")
    func selectedAtEdgeIsWhole() throws {
        // Bunny has the fewest votes among the last: rank 3, the left end of the arc.
        let model = PollModel(votes: ["cat": 3, "dog": 2, "owl": 1])
        let host = HeadlessHost(width: 80, height: 20) { PetPoll(model: model) }
        host.press("p")
        host.advance(by: 2)
        model.selected = "bunny"
        host.advance(by: 2)
        let bunny = avatarFrames(host)[2]
        #expect(bunny.minX >= 0 && bunny.maxX <= 80)
        #expect(host.lines.contains { $0.hasPrefix("╭───────────────╮") })
        #expect(host.lines.contains { $0.hasPrefix("│    (='.')     │") })
    }

    @Test("on the podium a click on an avatar selects it and the number keys still vote")
    func podiumInteraction() throws {
        let model = PollModel(votes: ["dog": 2])
        let host = HeadlessHost(width: 80, height: 20) { PetPoll(model: model) }
        host.press("p")
        host.advance(by: 2)
        let dog = avatarFrames(host)[1]
        host.click(x: Int(dog.midX), y: Int(dog.midY))
        host.advance(by: 2)
        #expect(model.selected == "dog")
        host.press("3")
        host.advance(by: 2)
        #expect(model.votes(for: Pet.all[2]) == 1)
        #expect(host.lines.contains { $0.contains("Bunny 1") })
    }
}

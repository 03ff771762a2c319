import Foundation
import Kinema
import Testing

@testable import PetPoll

/// Selecting avatars: a tap springs with `.bouncy`, the `l` key (a programmatic selection) with the
/// subdued spring chosen through the `avatarTapped` transaction key.
@MainActor
@Suite("PetPoll selection")
struct SelectionTests {
    /// The widest the first avatar (the leader in these tests) gets while its scale settles.
    private func widestAvatar(_ host: HeadlessHost) -> Double {
        var widest = 0.0
        for _ in 0..<90 {
            host.advance(by: 1.0 / 60)
            if let border = host.displayList.items.first(where: {
                if case .border = $0.kind { true } else { false }
            }) {
                widest = max(widest, border.frame.width)
            }
        }
        return widest
    }

    @Test("a tap selects with the bouncy spring: the avatar overshoots 1.5x before it settles")
    func tapBounces() {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll() }
        host.click(x: 15, y: 8)
        #expect(widestAvatar(host) > 11 * 1.5 + 0.05)
        host.advance(by: 2)
        #expect(host.lines.contains { $0.contains("╭───────────────╮") })
    }

    @Test("l selects the leader with the subdued spring: no overshoot")
    func leaderKeyIsCalm() {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll(model: PollModel(votes: ["cat": 1])) }
        host.press("l")
        #expect(widestAvatar(host) <= 11 * 1.5 + 1e-6)
        host.advance(by: 2)
        #expect(host.lines.contains { $0.contains("╭───────────────╮") })
    }

    @Test("tapping the selected avatar again deselects it and its shadow goes")
    func tapAgainDeselects() {
        let host = HeadlessHost(width: 80, height: 20) { PetPoll() }
        host.click(x: 15, y: 8)
        host.advance(by: 2)
        host.click(x: 15, y: 8)
        host.advance(by: 2)
        let initial = HeadlessHost(width: 80, height: 20) { PetPoll() }
        #expect(host.lines == initial.lines)
        #expect(
            !host.displayList.items.contains { if case .fill(.gray) = $0.kind { true } else { false } }
        )
    }

    @Test("Tab moves through the vote buttons left to right in the standings, Enter votes")
    func tabFollowsStandings() {
        let model = PollModel(votes: ["owl": 2, "bunny": 1])
        let host = HeadlessHost(width: 80, height: 20) { PetPoll(model: model) }
        host.press(.tab)
        host.press(.return)
        #expect(model.votes(for: Pet.all[3]) == 3, "the first button is the leader's (Owl)")
        host.advance(by: 2)
        host.press(.tab)
        host.press(.return)
        #expect(model.votes(for: Pet.all[2]) == 2, "the second button is Bunny's")
    }
}

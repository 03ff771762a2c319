import Kinema
import Testing

// `import Kinema` alone, as in an app: Foundation's names come with it, as they do with
// `import SwiftUI`, and none of Kinema's public names collides with one of Foundation's.

@MainActor
@Suite struct FoundationReexportTests {
    @Test("Foundation's everyday types are in scope beside Kinema's views, animations and geometry")
    func namesCoexist() {
        let id = UUID()
        let start = Date(timeIntervalSince1970: 0)
        let duration: TimeInterval = 0.25
        let animation: Animation = .easeInOut(duration: duration)
        let transaction = Transaction(animation: animation)
        let angle: Angle = .degrees(90)
        let rect: Rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        let color: Color = .red
        let text = Text("\(id.uuidString.count)").foregroundColor(color)
        _ = text
        #expect(transaction.animation != nil)
        #expect(abs(angle.radians - .pi / 2) < 1e-12)
        #expect(rect.size == CGSize(width: 4, height: 2))
        #expect(start.addingTimeInterval(duration).timeIntervalSince1970 == 0.25)
        #expect(id.uuidString.count == 36)
        let queue: DispatchQueue = .main
        let timerType: Timer.Type = Timer.self
        _ = (queue, timerType)
    }
}

import Foundation
import Kinema

/// The scrubber: a card that travels, grows and changes colour as the animator's progress goes from
/// 0 to 1, and a timeline to scrub it.
struct ScrubberView: View {
    let model: ScrubberModel
    @Environment(\.dismiss) private var dismiss

    /// Cells of the timeline.
    static let timelineWidth = 40.0
    /// How far the card travels.
    static let travel = 40.0

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Scrubber · drag the timeline or ←/→, space, r, s · q quits")
                .bold()
            Text(model.readout)
            card
                .offset(x: Self.travel * model.progress)
                .frame(width: Self.travel + 12, height: 5, alignment: .leading)
            timeline
        }
        .padding(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onAppear { model.start() }
        .onKeyPress(.space) {
            model.toggleRunning()
            return .handled
        }
        .onKeyPress("r") {
            model.reverse()
            return .handled
        }
        .onKeyPress("s") {
            model.toggleScrubbing()
            return .handled
        }
        .onKeyPress(.leftArrow) {
            model.nudge(-0.05)
            return .handled
        }
        .onKeyPress(.rightArrow) {
            model.nudge(0.05)
            return .handled
        }
        .onKeyPress(.return) {
            model.releaseScrub()
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }

    private var card: some View {
        Text("card")
            .frame(width: 8, height: 1 + (2 * model.progress).rounded())
            .background(model.progress < 0.5 ? Color.blue : Color.orange)
            .border(.white, style: .rounded)
    }

    private var timeline: some View {
        let knob = Int((model.fraction * (Self.timelineWidth - 1)).rounded())
        let bar =
            String(repeating: "─", count: knob) + "●"
            + String(repeating: "─", count: max(Int(Self.timelineWidth) - knob - 1, 0))
        return Text(bar)
            .frame(width: Self.timelineWidth, height: 1, alignment: .leading)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in model.scrub(to: value.location.x / (Self.timelineWidth - 1)) }
                    .onEnded { _ in model.releaseScrub() })
    }
}

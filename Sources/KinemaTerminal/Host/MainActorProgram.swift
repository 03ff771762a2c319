import KinemaRender

/// What the frame-loop thread runs: every call is forwarded to a ``ViewProgram`` on the main actor,
/// and the loop thread blocks until the main actor has answered.
///
/// So the main actor is busy only while it handles an event or renders a frame; while the loop
/// waits in `poll`, main-actor jobs (`.task` bodies, their continuations) run.
final class MainActorProgram: TerminalProgram {
    /// The view program, reachable only through ``perform(_:)``.
    private struct Confined: @unchecked Sendable {
        // @unchecked Sendable is safe: the wrapped program is only ever used inside main-actor
        // closures scheduled by `perform`; the loop thread never calls it.
        let program: ViewProgram
    }

    private let confined: Confined

    /// Forwards to `program`, which must only be used on the main actor from now on.
    init(_ program: ViewProgram) {
        confined = Confined(program: program)
    }

    /// Runs `body` on the main actor and blocks the calling (loop) thread until it returns.
    private func perform<Result>(_ body: @escaping @MainActor @Sendable (ViewProgram) -> Result) -> Result {
        let rendezvous = Rendezvous<Result>()
        let confined = confined
        Task { @MainActor in rendezvous.fulfil(body(confined.program)) }
        return rendezvous.wait()
    }

    func handle(_ event: InputEvent, at time: Double) {
        perform { $0.handle(event, at: time) }
    }

    /// The program's answer read with the last frame (one main-actor hop per frame, not two).
    private(set) var wantsPointerMotion = false

    func render(size: TerminalSize, at time: Double) -> CellBuffer {
        let (buffer, wantsMotion) = perform { ($0.render(size: size, at: time), $0.wantsPointerMotion) }
        wantsPointerMotion = wantsMotion
        return buffer
    }

    var needsFrame: Bool { perform { $0.needsFrame } }

    var isFinished: Bool { perform { $0.isFinished } }

    var quietUntil: Double? { perform { $0.quietUntil } }

    func terminalDidReport(_ report: TerminalReport) {
        perform { $0.terminalDidReport(report) }
    }
}

import Glibc
import KinemaRender
import KinemaTerminal

func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

// swift run InputCheck [--inline ROWS] [--all-motion] [--no-mouse] [--kitty | --legacy-keys] [--extended-keys] [--in-band-resize] [--fps N] [--trap-on-key K] [--exit-on-key K]
var configuration = TerminalConfiguration()
var framesPerSecond = 60.0
var trapKey: Character?
var exitKey: Character?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--inline":
        configuration.screen = .inline(rows: arguments.popFirst().flatMap { Int($0) } ?? 12)
    case "--all-motion": configuration.mouseTracking = .allMotion
    case "--no-mouse": configuration.mouseTracking = .none
    case "--kitty": configuration.keyboard = .kitty
    case "--legacy-keys": configuration.keyboard = .legacy
    case "--extended-keys": configuration.extendedKeys = true
    case "--in-band-resize": configuration.inBandResize = true
    case "--fps": framesPerSecond = arguments.popFirst().flatMap { Double($0) } ?? 60
    case "--trap-on-key": trapKey = arguments.popFirst()?.first
    case "--exit-on-key": exitKey = arguments.popFirst()?.first
    default:
        printError("InputCheck: unknown argument \(argument)")
        printError(
            "usage: InputCheck [--inline ROWS] [--all-motion] [--no-mouse] [--kitty | --legacy-keys] [--extended-keys] [--in-band-resize] [--fps N] [--trap-on-key K] [--exit-on-key K]"
        )
        exit(2)
    }
}

do {
    try TerminalSession.withSession(configuration: configuration) { session in
        let loop = FrameLoop(
            terminal: session,
            configuration: FrameLoop.Configuration(
                framesPerSecond: framesPerSecond,
                capabilities: .detectFromProcessEnvironment()))
        let mode =
            "\(configuration.screen == .alternate ? "alternate" : "inline") \(configuration.mouseTracking)"
        let program = InputCheckProgram(session: session, describeMode: mode)
        program.trapKey = trapKey
        program.exitKey = exitKey
        program.repaint = { loop.invalidate() }
        program.terminalReport = { loop.report }
        program.insertAbove = { lines in try? loop.insertAbove(lines) }
        try loop.run(program)
    }
} catch {
    printError("InputCheck: \(error)")
    exit(1)
}

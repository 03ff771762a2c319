/// Why a ``TerminalSession`` could not start or talk to the terminal.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file descriptor is not a terminal (input redirected from a file or a pipe).
    case notATerminal(fileDescriptor: Int32)
    /// Another ``TerminalSession`` is active; a process can restore only one terminal state.
    case sessionAlreadyActive
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)

    /// A sentence naming the failure.
    public var description: String {
        switch self {
        case .notATerminal(let fd):
            "\(Self.name(of: fd)) is not a terminal; run the program in an interactive terminal"
        case .sessionAlreadyActive:
            "a terminal session is already active in this process"
        case .systemCall(let name, let code):
            "\(name) failed with errno \(code)"
        }
    }

    private static func name(of descriptor: Int32) -> String {
        switch descriptor {
        case 0: "standard input"
        case 1: "standard output"
        case 2: "standard error"
        default: "file descriptor \(descriptor)"
        }
    }
}

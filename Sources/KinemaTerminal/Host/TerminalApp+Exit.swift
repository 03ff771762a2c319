import Glibc

extension TerminalApp {
    /// Prints `error` on one line of standard error, after the program's name, and exits with
    /// status 1: how an app's `main` reports that it cannot run, instead of letting the error
    /// escape `main` (which Swift reports as a crash, with a backtrace).
    ///
    /// ```swift
    /// @main
    /// struct PetPollApp {
    ///     @MainActor
    ///     static func main() {
    ///         do {
    ///             try TerminalApp.run { PetPoll() }
    ///         } catch {
    ///             TerminalApp.exit(reporting: error)   // "PetPoll: standard input is not a terminal …"
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Control characters in the message are replaced, so the line cannot change the terminal.
    public static func exit(reporting error: any Error) -> Never {
        let bytes = Array((errorLine(for: error, program: CommandLine.arguments.first) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        Glibc.exit(1)
    }

    /// `"<program>: <error>"`, the program being the last component of `path`, with C0 and C1
    /// controls replaced by `?`.
    static func errorLine(for error: any Error, program path: String?) -> String {
        let program = path.flatMap { $0.split(separator: "/").last.map(String.init) }
        let line = (program.map { "\($0): " } ?? "") + String(describing: error)
        let scalars = line.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "?" : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }
}

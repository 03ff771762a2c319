/// Command-line options: `kinema-bench <suite|all> [--quick] [--filter S] [--repeat N] [--json] [--strict]`.
struct RunOptions: Sendable {
    var suites: [String] = []
    /// Tiny sizes, for CI smoke runs; results are still checked.
    var isQuick = false
    /// Only benchmarks whose `suite/name` contains this string.
    var filter: String?
    /// Multiplies the number of timed rounds.
    var repeatCount = 1
    var emitsJSON = false
    /// Exit non-zero when a measurement misses its target (off by default: shared machines are noisy).
    var isStrict = false

    static let usage = """
        usage: kinema-bench <suite>... [options]
          suites: graph, animation, render, ui, all
          --quick        tiny sizes (CI smoke run); results are still verified
          --filter S     run only benchmarks whose "suite/name" contains S
          --repeat N     multiply timed rounds by N (default 1)
          --json         print machine-readable results instead of a table
          --strict       exit 1 when a figure misses its target
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": isQuick = true
            case "--json": emitsJSON = true
            case "--strict": isStrict = true
            case "--filter":
                guard let value = remaining.popFirst() else { throw UsageError("--filter needs a value") }
                filter = value
            case "--repeat":
                guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                    throw UsageError("--repeat needs a positive whole number")
                }
                repeatCount = count
            case "-h", "--help": throw UsageError(nil)
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option \(argument)") }
                suites.append(argument)
            }
        }
        if suites.isEmpty { throw UsageError("name a suite") }
    }

    /// Picks `quick` under `--quick`, otherwise `full`.
    func size(quick: Int, full: Int) -> Int { isQuick ? quick : full }

    /// Timed rounds: `full` (times `--repeat`), or 2 under `--quick`.
    func rounds(_ full: Int) -> Int { isQuick ? 2 : full * repeatCount }
}

struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}

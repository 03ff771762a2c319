import Glibc

// A child process started by graph/misuse-messages: make one misuse of the graph and stop.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == MisuseScenario.childFlag,
    let scenario = MisuseScenario(rawValue: CommandLine.arguments[2])
{
    scenario.trigger()
}

let options: RunOptions
do {
    options = try RunOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    if let message = error.message { print("kinema-bench: \(message)") }
    print(RunOptions.usage)
    exit(error.message == nil ? 0 : 2)
}

let known = Set(allSuites.map(\.name))
for name in options.suites where name != "all" && !known.contains(name) {
    print("kinema-bench: unknown suite '\(name)' (known: \(allSuites.map(\.name).joined(separator: ", ")))")
    exit(2)
}

var reports: [BenchmarkReport] = []
for suite in allSuites where options.suites.contains("all") || options.suites.contains(suite.name) {
    for benchmark in suite.benchmarks {
        let qualified = "\(suite.name)/\(benchmark.name)"
        if let filter = options.filter, !qualified.contains(filter) { continue }
        var report = BenchmarkReport(suite: suite.name, name: benchmark.name, measurements: [])
        do {
            report.measurements = try benchmark.run(options)
        } catch {
            report.failure = "\(error)"
        }
        if !options.emitsJSON {
            print("ran \(qualified)\(report.failure == nil ? "" : " — FAILED: \(report.failure!)")")
        }
        reports.append(report)
    }
}

if options.emitsJSON { printJSON(reports) } else { print(""); printTable(reports) }

if reports.isEmpty {
    print("kinema-bench: no benchmark matched")
    exit(2)
}
let failed = reports.filter { $0.failure != nil }
let missed = reports.flatMap(\.measurements).filter { $0.meetsTarget == false }
if !failed.isEmpty {
    print("kinema-bench: \(failed.count) benchmark(s) computed a wrong result")
    exit(1)
}
if options.isStrict && !missed.isEmpty {
    print("kinema-bench: \(missed.count) figure(s) missed their target")
    exit(1)
}

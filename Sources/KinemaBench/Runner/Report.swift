/// Results of one benchmark, ready to print.
struct BenchmarkReport {
    var suite: String
    var name: String
    var measurements: [Measurement]
    var failure: String?
}

/// Prints reports as an aligned table.
func printTable(_ reports: [BenchmarkReport]) {
    var rows: [[String]] = [["benchmark", "metric", "value", "target", ""]]
    for report in reports {
        let name = "\(report.suite)/\(report.name)"
        if let failure = report.failure {
            rows.append([name, "FAILED", failure, "", ""])
            continue
        }
        for measurement in report.measurements {
            let verdict = measurement.meetsTarget.map { $0 ? "ok" : "MISS" } ?? ""
            rows.append([
                name, measurement.metric, format(measurement.value),
                measurement.target.map { "≤ " + format($0) } ?? "", verdict,
            ])
        }
    }
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
        let cells = row.enumerated().map { column, text in
            column == 2 || column == 3
                ? String(repeating: " ", count: widths[column] - text.count) + text
                : text + String(repeating: " ", count: widths[column] - text.count)
        }
        print(cells.joined(separator: "  "))
    }
}

/// Prints reports as JSON (an array of objects), for scripts.
func printJSON(_ reports: [BenchmarkReport]) {
    let items = reports.map { report -> String in
        let measurements = report.measurements.map { m in
            "{\"metric\":\(quoted(m.metric)),\"value\":\(jsonNumber(m.value)),\"target\":"
                + (m.target.map(jsonNumber) ?? "null") + "}"
        }
        return "{\"suite\":\(quoted(report.suite)),\"name\":\(quoted(report.name)),"
            + "\"failure\":\(report.failure.map(quoted) ?? "null"),"
            + "\"measurements\":[\(measurements.joined(separator: ","))]}"
    }
    print("[\n" + items.joined(separator: ",\n") + "\n]")
}

private func format(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "\(value)" }
    if value == value.rounded() && abs(value) < 1e12 { return String(Int64(value)) }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 4
    var scaled = (value * pow10(decimals)).rounded() / pow10(decimals)
    if scaled == -0 { scaled = 0 }
    return "\(scaled)"
}

private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { result, _ in result * 10 } }

private func jsonNumber(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
}

private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case _ where scalar.value < 0x20:
            result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

import Foundation
import Testing

/// Compares `lines` with the golden file `name.txt` in the `Golden` folder next to `filePath`, or
/// writes the file when `KINEMA_RECORD_GOLDEN=1` (then review the diff).
public func expectGoldenFrame(
    _ lines: [String], _ name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("\(name).txt")
    let frame = lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["KINEMA_RECORD_GOLDEN"] == "1" {
        try frame.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(frame == golden, "frame \(name) differs from Golden/\(name).txt", sourceLocation: sourceLocation)
}

import Foundation
import Kinema
import Testing

/// Compares the host's frame with `Golden/<name>.txt`; `KINEMA_RECORD_GOLDEN=1` rewrites the file
/// (review the diff after an intended change).
@MainActor
func expectGolden(
    _ host: HeadlessHost, _ name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("\(name).txt")
    let frame = host.lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["KINEMA_RECORD_GOLDEN"] == "1" {
        try frame.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(frame == golden, "frame \(name) differs from Golden/\(name).txt", sourceLocation: sourceLocation)
}

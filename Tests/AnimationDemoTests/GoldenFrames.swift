import Foundation
import Kinema
import Testing

/// Compares the host's frame with `Golden/<name>.txt`. Set `KINEMA_RECORD_GOLDEN=1` to rewrite the
/// files after an intended change (then review the diff).
@MainActor
func expectGolden(
    _ host: HeadlessHost, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("\(name).txt")
    let frame = host.lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["KINEMA_RECORD_GOLDEN"] == "1" {
        try frame.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(frame == golden, "frame \(name) differs from Golden/\(name).txt", sourceLocation: sourceLocation)
}

extension HeadlessHost {
    /// The frame of the item drawing `text`, if exactly one does.
    func frame(ofText text: String) -> Rect? {
        let found = displayList.items.filter {
            if case .text(let string, _) = $0.kind { return string == text }
            return false
        }
        return found.count == 1 ? found[0].frame : nil
    }
}

import Foundation
import Kinema
import Testing

/// Golden frames for the samples: the text of a headless frame, then one letter per cell for its
/// look, compared with `Golden/<name>.txt`; `KINEMA_RECORD_GOLDEN=1` rewrites the file instead
/// (review the diff).
@MainActor
enum GoldenFrames {
    /// One letter per cell: `I` inverse, `B` a background colour, `b` bold, `d` dim, `i` italic,
    /// `u` underline, `s` struck through, `c` a foreground colour, `.` plain.
    static func styleMap(_ buffer: CellBuffer) -> [String] {
        (0..<buffer.height).map { y in
            String((0..<buffer.width).map { x in letter(for: buffer[x, y].style) })
        }
    }

    private static func letter(for style: Style) -> Character {
        let attributes = style.attributes
        if attributes.contains(.inverse) { return "I" }
        if !style.background.isDefault { return "B" }
        if attributes.contains(.bold) { return "b" }
        if attributes.contains(.dim) { return "d" }
        if attributes.contains(.italic) { return "i" }
        if attributes.contains(.underline) { return "u" }
        if attributes.contains(.strikethrough) { return "s" }
        if !style.foreground.isDefault { return "c" }
        return "."
    }

    /// The frame as a golden file: its lines between bars, a blank line, its style map.
    static func render(_ host: HeadlessHost) -> String {
        let text = host.lines.map { "|\($0)|" }
        return (text + [""] + styleMap(host.buffer)).joined(separator: "\n") + "\n"
    }

    static func expect(
        _ host: HeadlessHost, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent("\(name).txt")
        let frame = render(host)
        if ProcessInfo.processInfo.environment["KINEMA_RECORD_GOLDEN"] == "1" {
            try frame.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try? String(contentsOf: url, encoding: .utf8)
        #expect(golden != nil, "no golden frame \(name).txt; record it with KINEMA_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
        #expect(golden == frame, "frame \(name) differs from its golden:\n\(frame)", sourceLocation: sourceLocation)
    }
}

import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A value that tests (and their views) share by reference: what a binding wrote, what actions ran.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// Helpers for control tests: reading styles off the screen, and golden frames.
@MainActor
enum ControlTesting {
    /// The columns of row `y` drawn in inverse video (a focused control's highlight, a cursor).
    static func inverseColumns(_ host: HeadlessHost, row y: Int) -> [Int] {
        (0..<host.buffer.width).filter { host.buffer[$0, y].style.attributes.contains(.inverse) }
    }

    /// One letter per cell for what the text of a frame does not show: `I` inverse, a background
    /// colour's letter (`G` green, `B` blue, `O` orange, `g` gray, `W` white, `C` another colour),
    /// `d` dim, `u` underline, `b` bold, `c` a foreground colour, `.` plain.
    static func styleMap(_ buffer: CellBuffer) -> [String] {
        (0..<buffer.height).map { y in
            String((0..<buffer.width).map { x in letter(for: buffer[x, y].style) })
        }
    }

    private static func letter(for style: Style) -> Character {
        if style.attributes.contains(.inverse) { return "I" }
        if !style.background.isDefault {
            switch style.background.opaque {
            case Color.green: return "G"
            case Color.blue: return "B"
            case Color.orange: return "O"
            case Color.gray: return "g"
            case Color.white: return "W"
            default: return "C"
            }
        }
        if style.attributes.contains(.dim) { return "d" }
        if style.attributes.contains(.underline) { return "u" }
        if style.attributes.contains(.bold) { return "b" }
        if !style.foreground.isDefault { return "c" }
        return "."
    }

    /// Compares the frame (its text, then its style map) with `Golden/<name>.txt` next to this
    /// file; `KINEMA_RECORD_GOLDEN=1` rewrites the file instead (review the diff).
    static func expectGolden(
        _ host: HeadlessHost, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent("\(name).txt")
        let frame =
            (host.lines + ["-- styles"] + styleMap(host.buffer)).joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["KINEMA_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try frame.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(
            frame == golden, "frame \(name) differs from Golden/\(name).txt", sourceLocation: sourceLocation)
    }
}

/// Holds a control's value in `@State`, as an app does (so a write re-renders the control), and
/// copies every write into `box` for the test to read. Values the test puts in `box` later are not
/// seen: the state started from the box's value.
struct Stateful<Value, Content: View>: View {
    let box: Box<Value>
    let content: (Binding<Value>) -> Content
    @State private var value: Value

    init(_ box: Box<Value>, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        self.box = box
        self.content = content
        _value = State(initialValue: box.value)
    }

    var body: some View {
        content(
            Binding(
                get: { value },
                set: { newValue in
                    value = newValue
                    box.value = newValue
                }))
    }
}

/// A type that declares previews of views, as SwiftUI files do, so such files compile unchanged.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView().previewDisplayName("Default")
///     }
/// }
/// ```
///
/// A terminal has no preview canvas; render a preview in a test or a tool with a headless host:
/// `HeadlessHost(width: 48, height: 20, units: .points) { ContentView_Previews.previews }`.
///
/// SwiftUI's `#Preview { … }` is a macro, and a macro needs a compiler plug-in built with the
/// swift-syntax package, which Kinema cannot depend on (it has no package dependencies), so it
/// does not exist here: write previews as `PreviewProvider`s.
@MainActor
@preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized in a preview canvas (``View/previewLayout(_:)``).
public enum PreviewLayout: Hashable, Sendable {
    /// The size of the preview device.
    case device
    /// The size the view needs.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: Double, height: Double)
}

extension View {
    /// Names this preview in a preview canvas. A terminal has no canvas: the view is returned
    /// unchanged.
    public func previewDisplayName(_ name: String?) -> Self { self }

    /// Sizes this preview in a preview canvas. A terminal has no canvas: the view is returned
    /// unchanged (size a headless host instead).
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }

    /// Picks the device a preview canvas shows this preview on. A terminal has no canvas: the
    /// view is returned unchanged.
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}

/// A device a preview canvas can show a preview on, by name (`PreviewDevice("iPhone 15")`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String

    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device named `value`.
    public init(stringLiteral value: String) { rawValue = value }
}

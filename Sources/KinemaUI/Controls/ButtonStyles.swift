import KinemaRender

/// The style buttons have unless another is set: the label as it is, faint while pressed (a
/// terminal has no bezel to draw, and fading a colour the terminal chooses is not possible).
/// Destructive buttons draw in red.
public struct DefaultButtonStyle: ButtonStyle {
    /// Creates the default style.
    public init() {}

    /// The label, faint while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(DestructiveColor(role: configuration.role))
            .faint(configuration.isPressed)
    }
}

/// A style without decoration: the label, faint while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the plain style.
    public init() {}

    /// The label, faint while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(DestructiveColor(role: configuration.role))
            .faint(configuration.isPressed)
    }
}

/// A style with a grey bezel: the label on a background one cell wider on each side (as
/// ``View/controlSize(_:)`` sets: see ``ControlSize``), lighter while pressed. Destructive buttons draw their label in red.
public struct BorderedButtonStyle: ButtonStyle {
    /// Creates the bordered style.
    public init() {}

    /// The bezel's colour.
    static let bezel = Color.gray
    /// The bezel's colour while pressed: lighter.
    static let pressedBezel = Color.gray.mixed(with: .white, by: 0.35)

    /// The label on its bezel.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(DestructiveColor(role: configuration.role))
            .modifier(
                Bezel(color: configuration.isPressed ? BorderedButtonStyle.pressedBezel : BorderedButtonStyle.bezel))
    }
}

/// A style for the most important button: bold white text on an accent-coloured bezel (red for a
/// destructive button) as wide as ``View/controlSize(_:)`` makes it, lighter while pressed.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// Creates the prominent style.
    public init() {}

    /// The label on its accent-coloured bezel.
    public func makeBody(configuration: Configuration) -> some View {
        let base: Color = configuration.role == .destructive ? .red : .accentColor
        let fill = configuration.isPressed ? base.mixed(with: .white, by: 0.25) : base
        return configuration.label
            .bold()
            .foregroundColor(.white)
            .modifier(Bezel(color: fill))
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style (``DefaultButtonStyle``).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is (``PlainButtonStyle``).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A grey bezel (``BorderedButtonStyle``).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// An accent-coloured bezel (``BorderedProminentButtonStyle``).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// Draws a destructive button's label in red; leaves other labels in the inherited colour.
private struct DestructiveColor: ViewModifier {
    let role: ButtonRole?

    func body(content: Content) -> some View {
        if role == .destructive {
            content.foregroundColor(.red)
        } else {
            content
        }
    }
}

extension View {
    /// Draws text below in the terminal's faint (dim) intensity when `isActive`.
    fileprivate func faint(_ isActive: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { if isActive { $0.textAttributes.insert(.dim) } }, value: WatchedValue(isActive)))
    }
}

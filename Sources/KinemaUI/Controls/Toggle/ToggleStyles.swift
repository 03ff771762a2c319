import KinemaAnimation
import KinemaRender

/// A switch: the label on the left, a four-cell track on the right whose round knob `●` slides over
/// when the toggle flips (with the transaction's animation, or a short snappy one when there is
/// none). The track is dark grey when off (mid grey in the light scheme) and the tint (green by
/// default) when on. The toggle takes the width it
/// is offered, as a settings row does; `.fixedSize()` packs it. Focus shows as the label in inverse
/// video (the track, when ``View/labelsHidden()`` hides the label).
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the switch style.
    public init() {}

    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration)
    }
}

private struct SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tint) private var tint
    @Environment(\.colorScheme) private var colorScheme

    /// The animation of a flip whose transaction carries none.
    static let animation = Animation.snappy(duration: 0.25)

    /// The track's colour when off: a dark grey on a dark screen and a mid grey on a light one, so
    /// the white knob stands out from it (iOS's off track is as dark in dark mode).
    static func offColor(in scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(white: 0.3) : Color(white: 0.65)
    }

    var body: some View {
        let isOn = configuration.isOn
        return ToggleControl(isOn: configuration.$isOn) { _ in
            HStack(cellSpacing: 1) {
                if !labelsHidden {
                    configuration.label.controlPart(TogglePart.label, showsFocus: true)
                    Spacer(minLength: 0)
                }
                SwitchTrack(
                    position: isOn ? 1 : 0, onColor: tint ?? .green, offColor: Self.offColor(in: colorScheme),
                    knobColor: .white
                )
                .fixedSize()
                .animatingByDefault(Self.animation)
                .controlPart(TogglePart.indicator, showsFocus: labelsHidden)
            }
        }
    }
}

/// A checkbox: `[x]` when on, `[ ]` when off, then the label. The mark is drawn in the tint (the
/// accent colour by default). SwiftUI has this style on macOS; a terminal has it everywhere.
/// Focus shows as the label in inverse video (the box, when ``View/labelsHidden()`` hides the
/// label).
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the checkbox style.
    public init() {}

    /// The box and the label.
    public func makeBody(configuration: Configuration) -> some View {
        CheckboxToggle(configuration: configuration)
    }
}

private struct CheckboxToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tint) private var tint

    var body: some View {
        let isOn = configuration.isOn
        return ToggleControl(isOn: configuration.$isOn) { _ in
            HStack(cellSpacing: 1) {
                HStack(spacing: 0) {
                    Text("[")
                    Text(isOn ? "x" : " ").bold().foregroundColor(tint ?? .accentColor)
                    Text("]")
                }
                .controlPart(TogglePart.indicator, showsFocus: labelsHidden)
                if !labelsHidden {
                    configuration.label.controlPart(TogglePart.label, showsFocus: true)
                }
            }
        }
    }
}

/// A button that stays down while the toggle is on: the label on a bezel one cell wider on each
/// side, grey when off, the tint (the accent colour by default) with bold white text when on,
/// lighter while held. Focus shows as inverse video. ``View/labelsHidden()`` does not hide the
/// label: it is the button.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button style.
    public init() {}

    /// The label on its bezel.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggle(configuration: configuration)
    }
}

private struct ButtonToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        let isOn = configuration.isOn
        let onColor = tint ?? .accentColor
        return ToggleControl(isOn: configuration.$isOn) { isPressed in
            // The bezels of the bordered and prominent button styles, so both kinds of button match.
            let fill =
                isOn
                ? (isPressed ? onColor.mixed(with: .white, by: 0.25) : onColor)
                : (isPressed ? BorderedButtonStyle.pressedBezel : BorderedButtonStyle.bezel)
            configuration.label
                .bold(isOn)
                .foregroundColor(isOn ? .white : nil)
                .modifier(Bezel(color: fill))
                .controlPart(TogglePart.label, showsFocus: true)
        }
    }
}

/// The style toggles have unless another is set: a switch (``SwitchToggleStyle``).
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default style.
    public init() {}

    /// A switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch (``DefaultToggleStyle``).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A sliding switch (``SwitchToggleStyle``).
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox, `[x]` (``CheckboxToggleStyle``).
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays down while on (``ButtonToggleStyle``).
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

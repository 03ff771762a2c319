import Foundation
import KinemaRender

/// A full-width bar filled to the value, the label and current value above it and the bound labels
/// at its ends (iOS's default gauge).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}

    /// The label row over the bar.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTint { tint in
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    configuration.label
                    Spacer(minLength: 0)
                    if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
                }
                HStack(spacing: 1) {
                    if let minimum = configuration.minimumValueLabel { minimum.foregroundStyle(.secondary) }
                    ProgressBarFill(fraction: configuration.value, isIndeterminate: false, tint: tint)
                    if let maximum = configuration.maximumValueLabel { maximum.foregroundStyle(.secondary) }
                }
            }
        }
    }
}

/// A compact bar filled to the value under the label.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory linear capacity style.
    public init() {}

    /// The label over the bar.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTint { tint in
            VStack(alignment: .leading, spacing: 0) {
                configuration.label.font(.caption)
                ProgressBarFill(fraction: configuration.value, isIndeterminate: false, tint: tint)
            }
        }
    }
}

/// A thin track with a dot at the value between the bound labels (or the current value's label
/// before it when there are no bound labels).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}

    /// The track between its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTint { tint in
            HStack(spacing: 1) {
                if let minimum = configuration.minimumValueLabel {
                    minimum.foregroundStyle(.secondary)
                } else if let current = configuration.currentValueLabel {
                    current
                }
                GaugeTrack(fraction: configuration.value, tint: tint)
                if let maximum = configuration.maximumValueLabel { maximum.foregroundStyle(.secondary) }
            }
        }
    }
}

/// An open ring (a gap at the bottom) with a dot at the value; the current value's label (or the
/// gauge's label) inside and the bound labels under the ring's ends.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}

    /// The ring and its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTint { tint in
            GaugeRing(fraction: configuration.value, isCapacity: false, tint: tint)
                .overlay { configuration.currentValueLabel ?? configuration.label }
                .overlay(alignment: .bottomLeading) { configuration.minimumValueLabel?.font(.caption) }
                .overlay(alignment: .bottomTrailing) { configuration.maximumValueLabel?.font(.caption) }
        }
    }
}

/// A closed ring stroked clockwise from the top to the value, the current value's label (or the
/// gauge's label) inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory circular capacity style.
    public init() {}

    /// The ring and its label.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTint { tint in
            GaugeRing(fraction: configuration.value, isCapacity: true, tint: tint)
                .overlay { configuration.currentValueLabel ?? configuration.label }
        }
    }
}

/// Hands its content the environment's tint (the accent colour by default).
struct GaugeTint<Content: View>: View {
    @Environment(\.tint) private var tint
    let content: (Color) -> Content

    init(@ViewBuilder content: @escaping (Color) -> Content) {
        self.content = content
    }

    var body: some View { content(tint ?? .accentColor) }
}

/// A one-row track `───●───` with the dot at `fraction` of its width.
struct GaugeTrack: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        GeometryReader { proxy in
            let columns = max(Int(proxy.size.width), 1)
            let dot = min(Int((fraction * Double(columns - 1)).rounded()), columns - 1)
            HStack(spacing: 0) {
                Text(String(repeating: "─", count: dot)).foregroundColor(tint)
                Text("●").foregroundColor(tint)
                Text(String(repeating: "─", count: columns - dot - 1)).foregroundStyle(.secondary)
            }
        }
        .frame(height: 1)
        .frame(minWidth: 3, idealWidth: CGFloat(_ProgressIndicator.idealBarWidth), maxWidth: .infinity)
    }
}

/// A ring, 10 columns by 5 rows: a full circle for a capacity gauge, else three quarters open at
/// the bottom with a dot at the value.
struct GaugeRing: View {
    let fraction: Double
    let isCapacity: Bool
    let tint: Color

    var body: some View {
        ZStack {
            if isCapacity {
                Circle().stroke(_ProgressIndicator.track, lineWidth: 1)
                // Trimmed from the top, clockwise (a circle's path starts at 3 o'clock).
                Circle().trim(from: 0, to: fraction).rotation(.degrees(-90)).stroke(tint, lineWidth: 1)
            } else {
                // The open ring covers 270°, from 7:30 round to 4:30.
                Circle().trim(from: 0, to: 0.75).rotation(.degrees(135)).stroke(_ProgressIndicator.track, lineWidth: 1)
                Circle().trim(from: 0, to: 0.75 * fraction).rotation(.degrees(135)).stroke(tint, lineWidth: 1)
            }
        }
        .frame(width: 10, height: 5)
    }
}

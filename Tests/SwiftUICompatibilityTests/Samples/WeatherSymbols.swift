import Kinema

struct WeatherSymbols: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "cloud.sun.fill")
                    .font(.largeTitle)
                    .symbolRenderingMode(.multicolor)
                Text("Partly Cloudy")
                    .font(.largeTitle)
            }
            Label("Rain at 4 PM", systemImage: "cloud.rain.fill")
                .font(.caption)
            Label("Wind 12 mph", systemImage: "wind")
                .imageScale(.large)
            Label("Sunset 6:42 PM", systemImage: "sunset.fill")
                .font(.system(size: 13, weight: .light))
        }
        .padding()
    }
}

import Kinema

struct WeatherCard: View {
    let city: String
    let temperature: Int
    let condition: String

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "sun.max.fill")
                .font(.system(size: 40))
                .foregroundStyle(.yellow)
            VStack(alignment: .leading) {
                Text(city)
                    .font(.title2)
                Text(condition)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text("\(temperature)°")
                .font(.system(size: 34, weight: .light))
        }
        .padding()
        .background(Color.blue.opacity(0.3))
        .frame(width: 320)
    }
}

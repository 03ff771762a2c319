import Kinema

struct TimerPicker: View {
    @State private var minutes = 5

    var body: some View {
        VStack {
            Text("Remind me in \(minutes) min")
                .font(.title3)
            Picker("Minutes", selection: $minutes) {
                ForEach([1, 5, 10, 15, 30], id: \.self) { value in
                    Text("\(value) min")
                }
            }
            .pickerStyle(.wheel)
            .labelsHidden()
        }
        .frame(width: 200)
    }
}

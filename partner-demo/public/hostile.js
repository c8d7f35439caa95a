// biome-ignore-all lint/correctness/noUnusedVariables: the page's own globals, on purpose
// The hostile partner's own script: globals of its own (names a bundle might use), its own React app,
// and the widget's queue stub, as a classic script (no modules), like much of what partners ship.
var h = () => 'partner h'
var preact = { partner: true }
var i18next = { partner: true }
var xstate = { partner: true }
window.__partnerReact = window.React

if (!window.FlirtWidget) {
  window.FlirtWidget = function () {
    window.FlirtWidget.q = window.FlirtWidget.q || []
    // biome-ignore lint/complexity/noArguments: the queue keeps each call's arguments as they came
    window.FlirtWidget.q.push(arguments)
  }
}
// The page's own button for the chat, when it turns the widget's launcher off (`?launcher=off`).
document.getElementById('partner-open-chat')?.addEventListener('click', () => window.FlirtWidget('open'))
window.FlirtWidget('onUnreadCount', (count) => {
  document.getElementById('partner-unread').textContent = String(count)
})

function Counter() {
  var state = window.React.useState(0)
  return window.React.createElement(
    'button',
    { type: 'button', id: 'partner-counter', onClick: () => state[1](state[0] + 1) },
    `Partner clicks: ${state[0]}`,
  )
}
window.ReactDOM.createRoot(document.getElementById('partner-app')).render(window.React.createElement(Counter))

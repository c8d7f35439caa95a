// The demo partner's script: it may run before the widget's loader, so it uses the queue stub (the
// loader adopts the calls queued here). No inline script: the page's CSP forbids them.
if (!window.FlirtWidget) {
  window.FlirtWidget = function () {
    window.FlirtWidget.q = window.FlirtWidget.q || []
    // biome-ignore lint/complexity/noArguments: the queue keeps each call's arguments as they came
    window.FlirtWidget.q.push(arguments)
  }
}
window.FlirtWidget('onUnreadCount', (count) => {
  var output = document.getElementById('unread')
  if (output) output.textContent = String(count)
})
document.addEventListener('click', (event) => {
  var button = event.target instanceof Element ? event.target.closest('[data-command]') : null
  if (!button) return
  var arg = button.getAttribute('data-arg')
  if (arg) window.FlirtWidget(button.getAttribute('data-command'), arg)
  else window.FlirtWidget(button.getAttribute('data-command'))
})
